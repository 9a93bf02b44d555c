print("site benchmark: not written yet")
