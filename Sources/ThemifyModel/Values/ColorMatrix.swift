/// A 3×3 matrix between linear RGB spaces and CIE XYZ: built from a space's primaries and
/// white point (the standard derivation: the primaries' XYZ scaled so that RGB 1, 1, 1 is the
/// white point at Y = 1).
struct ColorMatrix: Sendable {
    /// Rows.
    let rows: [[Double]]

    init(rows: [[Double]]) {
        self.rows = rows
    }

    /// The RGB → XYZ matrix of a space with these chromaticities (x, y).
    init(red: (Double, Double), green: (Double, Double), blue: (Double, Double), white: (x: Double, y: Double)) {
        func xyz(_ point: (Double, Double)) -> [Double] { [point.0 / point.1, 1, (1 - point.0 - point.1) / point.1] }
        let primaries = ColorMatrix(rows: transpose([xyz(red), xyz(green), xyz(blue)]))
        let whiteXYZ = xyz((white.x, white.y))
        let scale = primaries.inverted().applied(to: (whiteXYZ[0], whiteXYZ[1], whiteXYZ[2]))
        let factors = [scale.0, scale.1, scale.2]
        self.rows = primaries.rows.map { row in zip(row, factors).map { $0 * $1 } }
    }

    func applied(to vector: (Double, Double, Double)) -> (Double, Double, Double) {
        let v = [vector.0, vector.1, vector.2]
        let result = rows.map { row in zip(row, v).map { $0 * $1 }.reduce(0, +) }
        return (result[0], result[1], result[2])
    }

    /// self × other: `other` applies first.
    func multiplied(by other: ColorMatrix) -> ColorMatrix {
        ColorMatrix(rows: rows.map { row in (0..<3).map { column in (0..<3).map { row[$0] * other.rows[$0][column] }.reduce(0, +) } })
    }

    func inverted() -> ColorMatrix {
        let m = rows
        let cofactors: [[Double]] = (0..<3).map { i in
            (0..<3).map { j in
                let r = [0, 1, 2].filter { $0 != j }
                let c = [0, 1, 2].filter { $0 != i }
                let minor = m[r[0]][c[0]] * m[r[1]][c[1]] - m[r[0]][c[1]] * m[r[1]][c[0]]
                return (i + j) % 2 == 0 ? minor : -minor
            }
        }
        // cofactors[i][j] here is already the adjugate's entry (i, j).
        let determinant = (0..<3).map { m[0][$0] * cofactors[$0][0] }.reduce(0, +)
        return ColorMatrix(rows: cofactors.map { $0.map { $0 / determinant } })
    }
}

private func transpose(_ matrix: [[Double]]) -> [[Double]] {
    (0..<3).map { column in matrix.map { $0[column] } }
}
