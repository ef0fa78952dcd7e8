//! The table's views as JSON text, what the page reads: `state()`,
//! `actions()`, `botStep()` and `record()` are written here through their
//! serde derives and parsed by one `JSON.parse` on the page. The shapes
//! are those of serde-wasm-bindgen's JSON-compatible serializer (and of
//! serde_json): `None` and `()` as null, enums as their serde attributes
//! say, maps as objects. That serializer made a JS call for every field
//! and value and weighed about 2 KB gzipped more in the module.
//!
//! Numbers are whole (a float with a fraction, which no view holds, is
//! refused rather than formatted: float formatting would weigh 6.5 KB
//! gzipped), and map keys are strings.

use std::fmt::{self, Write};

use serde::ser::{self, Serialize};

/// `value` as JSON text; `Err` for a value JSON cannot hold here (a
/// number with a fraction, a map key that is not a string).
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> Result<String, NotJson> {
    let mut json = Json(String::new());
    value.serialize(&mut json)?;
    Ok(json.0)
}

/// The JSON text so far.
struct Json(String);

/// A value JSON cannot hold here. No message: none of the values written
/// has one, and an empty error keeps every field's `?` to a flag.
#[derive(Debug, PartialEq, Eq)]
pub struct NotJson;

impl fmt::Display for NotJson {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a value that JSON cannot hold here")
    }
}

impl std::error::Error for NotJson {}

impl ser::Error for NotJson {
    fn custom<T: fmt::Display>(_msg: T) -> Self {
        NotJson
    }
}

type Done = Result<(), NotJson>;

impl Json {
    /// A comma unless the object or array has just been opened.
    fn comma(&mut self) {
        if !self.0.ends_with(['[', '{']) {
            self.0.push(',');
        }
    }

    /// `"key":`, after a comma when needed (keys are field and variant
    /// names: nothing to escape).
    fn key(&mut self, key: &str) {
        self.comma();
        self.0.push('"');
        self.0.push_str(key);
        self.0.push_str("\":");
    }

    fn string(&mut self, s: &str) {
        let out = &mut self.0;
        out.push('"');
        for c in s.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                c if c < ' ' => {
                    let _ = write!(out, "\\u{:04x}", c as u32);
                }
                c => out.push(c),
            }
        }
        out.push('"');
    }

    /// `{"variant":`, the object around a variant's content.
    fn open_variant(&mut self, variant: &str) -> &mut Self {
        self.0.push('{');
        self.key(variant);
        self
    }

    fn integer(&mut self, n: impl fmt::Display) -> Done {
        let _ = write!(self.0, "{n}");
        Ok(())
    }

    fn push(&mut self, text: &str) -> Done {
        self.0.push_str(text);
        Ok(())
    }
}

/// Whole numbers, as Rust writes them.
macro_rules! integers {
    ($($method:ident: $type:ty,)*) => {$(
        fn $method(self, v: $type) -> Done {
            self.integer(v)
        }
    )*};
}

impl ser::Serializer for &mut Json {
    type Ok = ();
    type Error = NotJson;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    fn serialize_bool(self, v: bool) -> Done {
        self.push(if v { "true" } else { "false" })
    }

    integers! {
        serialize_i8: i8, serialize_i16: i16, serialize_i32: i32, serialize_i64: i64,
        serialize_u8: u8, serialize_u16: u16, serialize_u32: u32, serialize_u64: u64,
    }

    fn serialize_f32(self, v: f32) -> Done {
        self.serialize_f64(v.into())
    }

    fn serialize_f64(self, v: f64) -> Done {
        const SAFE: f64 = 9_007_199_254_740_991.0;
        if v.fract() != 0.0 || !(-SAFE..=SAFE).contains(&v) {
            return Err(NotJson);
        }
        self.integer(v as i64)
    }

    fn serialize_char(self, v: char) -> Done {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }

    fn serialize_str(self, v: &str) -> Done {
        self.string(v);
        Ok(())
    }

    fn serialize_bytes(self, v: &[u8]) -> Done {
        v.serialize(self)
    }

    fn serialize_none(self) -> Done {
        self.push("null")
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Done {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Done {
        self.push("null")
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Done {
        self.push("null")
    }

    fn serialize_unit_variant(self, _name: &'static str, _index: u32, variant: &str) -> Done {
        self.serialize_str(variant)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _name: &str, value: &T) -> Done {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Done {
        let json = self.open_variant(variant);
        value.serialize(&mut *json)?;
        json.push("}")
    }

    fn serialize_seq(self, _len: Option<usize>) -> Result<Self, NotJson> {
        self.0.push('[');
        Ok(self)
    }

    fn serialize_tuple(self, _len: usize) -> Result<Self, NotJson> {
        self.serialize_seq(None)
    }

    fn serialize_tuple_struct(self, _name: &'static str, _len: usize) -> Result<Self, NotJson> {
        self.serialize_seq(None)
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Self, NotJson> {
        self.open_variant(variant).serialize_seq(None)
    }

    fn serialize_map(self, _len: Option<usize>) -> Result<Self, NotJson> {
        self.0.push('{');
        Ok(self)
    }

    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Self, NotJson> {
        self.serialize_map(None)
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Self, NotJson> {
        self.open_variant(variant).serialize_map(None)
    }
}

/// The elements of an array (`close` ends it, and the object of a
/// variant around it).
macro_rules! elements {
    ($($kind:ident :: $method:ident, $close:literal;)*) => {$(
        impl ser::$kind for &mut Json {
            type Ok = ();
            type Error = NotJson;

            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Done {
                self.comma();
                value.serialize(&mut **self)
            }

            fn end(self) -> Done {
                self.push($close)
            }
        }
    )*};
}

elements! {
    SerializeSeq::serialize_element, "]";
    SerializeTuple::serialize_element, "]";
    SerializeTupleStruct::serialize_field, "]";
    SerializeTupleVariant::serialize_field, "]}";
}

impl ser::SerializeMap for &mut Json {
    type Ok = ();
    type Error = NotJson;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Done {
        self.comma();
        let before = self.0.len();
        key.serialize(&mut **self)?;
        if !self.0[before..].starts_with('"') {
            return Err(NotJson);
        }
        self.push(":")
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Done {
        value.serialize(&mut **self)
    }

    fn end(self) -> Done {
        self.push("}")
    }
}

/// The fields of an object (`close` ends it, and the object of a variant
/// around it).
macro_rules! fields {
    ($($kind:ident, $close:literal;)*) => {$(
        impl ser::$kind for &mut Json {
            type Ok = ();
            type Error = NotJson;

            fn serialize_field<T: Serialize + ?Sized>(
                &mut self,
                key: &'static str,
                value: &T,
            ) -> Done {
                self.key(key);
                value.serialize(&mut **self)
            }

            fn end(self) -> Done {
                self.push($close)
            }
        }
    )*};
}

fields! {
    SerializeStruct, "}";
    SerializeStructVariant, "}}";
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde::Serialize;

    use super::{to_json, NotJson};

    #[derive(Serialize)]
    enum Shape {
        Unit,
        Newtype(u8),
        Tuple(i64, bool),
        Struct {
            name: &'static str,
            size: Option<u32>,
        },
    }

    #[derive(Serialize)]
    #[serde(tag = "kind", rename_all = "snake_case")]
    enum Tagged {
        Plain { at: [u8; 2] },
        Empty,
    }

    #[derive(Serialize)]
    struct Outer {
        #[serde(flatten)]
        inner: Inner,
        shapes: Vec<Shape>,
        tagged: (Tagged, Tagged),
        #[serde(skip_serializing_if = "Option::is_none")]
        skipped: Option<u8>,
        nothing: Option<u8>,
        unit: (),
        whole: i16,
        letter: char,
    }

    #[derive(Serialize)]
    struct Inner {
        text: String,
        map: BTreeMap<String, i32>,
    }

    /// Writes as serde_json writes.
    fn same<T: Serialize>(value: &T) {
        let json = to_json(value).expect("JSON");
        assert_eq!(json, serde_json::to_string(value).unwrap());
    }

    #[test]
    fn every_shape_is_written_as_serde_json_writes_it() {
        same(&Outer {
            inner: Inner {
                text: "a \"quoted\" \\ back\u{1}slash\n\r\tThế trắng ✓".into(),
                map: [("b".to_string(), -3), ("a".to_string(), 7)].into(),
            },
            shapes: vec![
                Shape::Unit,
                Shape::Newtype(9),
                Shape::Tuple(-12_345_678_901, false),
                Shape::Struct {
                    name: "x",
                    size: Some(4),
                },
            ],
            tagged: (Tagged::Plain { at: [1, 2] }, Tagged::Empty),
            skipped: None,
            nothing: None,
            unit: (),
            whole: -3,
            letter: 'ù',
        });
        same(&Vec::<u8>::new());
        same(&[[u64::MAX]]);
        same(&BTreeMap::<String, ()>::new());
    }

    #[test]
    fn numbers_with_a_fraction_and_keys_not_strings_are_refused() {
        assert_eq!(to_json(&0.5), Err(NotJson));
        assert_eq!(to_json(&f64::NAN), Err(NotJson));
        assert_eq!(to_json(&f64::INFINITY), Err(NotJson));
        assert_eq!(to_json(&1e300), Err(NotJson));
        assert_eq!(to_json(&BTreeMap::from([(1, 2)])), Err(NotJson));
        assert_eq!(
            to_json(&9_007_199_254_740_991.0).unwrap(),
            "9007199254740991"
        );
    }
}
