public struct ShelfList {}
