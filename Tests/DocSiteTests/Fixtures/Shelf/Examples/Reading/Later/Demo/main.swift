print("saved: 0")
