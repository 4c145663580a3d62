// UIKit re-exports Foundation (and CoreGraphics' CGFloat/CGSize, which Foundation provides on Linux).
@_exported import Foundation
