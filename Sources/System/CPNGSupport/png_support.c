// placeholder until the PNG support target lands
