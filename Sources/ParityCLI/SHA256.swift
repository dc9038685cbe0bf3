import CCrypto

/// SHA-256 (FIPS 180-4) from OpenSSL's libcrypto, for `--version`'s digest of the
/// canonical sources and rules and for the key of the token-use cache. (Written by hand
/// before, it was 3 % of a hook's run on a 100-component library, which hashes every
/// rules file.)
enum SHA256 {
    static func hex(_ bytes: [UInt8]) -> String {
        digest(bytes).map { byte in
            let text = String(byte, radix: 16)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }

    static func digest(_ message: [UInt8]) -> [UInt8] {
        var hash = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let succeeded = message.withUnsafeBytes { bytes in
            EVP_Digest(bytes.baseAddress, bytes.count, &hash, &length, EVP_sha256(), nil) == 1
        }
        // EVP_Digest fails only where the digest cannot be made at all (no memory).
        precondition(succeeded && length == 32, "libcrypto could not compute a SHA-256 digest")
        return Array(hash.prefix(Int(length)))
    }
}
