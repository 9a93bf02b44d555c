print("benchmark pending")
