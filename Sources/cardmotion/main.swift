print("cardmotion")
