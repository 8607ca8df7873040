import CardMotion
