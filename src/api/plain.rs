//! Plain JS data (what `args::plain` copied: null, booleans, numbers,
//! strings, arrays and plain objects) read into Rust types through serde.
//!
//! In place of serde-wasm-bindgen's deserializer: that one names a wrong
//! value through serde's `Unexpected`, whose text formats floats, and float
//! formatting costs every module about 16 KB (6.5 KB gzipped). Here the
//! errors write numbers as JavaScript does (`args::number_text`), and only
//! what a copy can hold is read.

use std::fmt;

use js_sys::{Array, Object, Reflect};
use serde::de::value::StrDeserializer;
use serde::de::{
    self, DeserializeOwned, DeserializeSeed, Expected, IntoDeserializer, Unexpected, Visitor,
};
use wasm_bindgen::{JsCast, JsValue};

use super::args::number_text;

/// Reads `value`, plain data, as `T`.
pub(crate) fn from_plain<T: DeserializeOwned>(value: JsValue) -> Result<T, Error> {
    T::deserialize(Plain(value))
}

/// Why plain data is not the value asked for.
#[derive(Debug)]
pub(crate) struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }

    // Both defaults print `unexp` with serde's own Display: see the top.
    fn invalid_type(unexp: Unexpected, exp: &dyn Expected) -> Self {
        Error(format!(
            "invalid type: {}, expected {exp}",
            unexpected(unexp)
        ))
    }

    fn invalid_value(unexp: Unexpected, exp: &dyn Expected) -> Self {
        Error(format!(
            "invalid value: {}, expected {exp}",
            unexpected(unexp)
        ))
    }
}

/// What serde found instead of what it expected, in words (JavaScript
/// has numbers, not integers).
fn unexpected(unexp: Unexpected) -> String {
    match unexp {
        Unexpected::Bool(b) => format!("boolean `{b}`"),
        Unexpected::Unsigned(n) => format!("number `{n}`"),
        Unexpected::Signed(n) => format!("number `{n}`"),
        Unexpected::Float(n) => format!("number `{}`", number_text(n)),
        Unexpected::Char(c) => format!("character `{c}`"),
        Unexpected::Str(s) => format!("string {}", quoted(s)),
        Unexpected::Bytes(_) => "bytes".into(),
        Unexpected::Unit => "null".into(),
        Unexpected::Option => "an optional value".into(),
        Unexpected::NewtypeStruct => "a newtype struct".into(),
        Unexpected::Seq => "an array".into(),
        Unexpected::Map => "an object".into(),
        Unexpected::Enum => "an enum".into(),
        Unexpected::UnitVariant => "a unit variant".into(),
        Unexpected::NewtypeVariant => "a newtype variant".into(),
        Unexpected::TupleVariant => "a tuple variant".into(),
        Unexpected::StructVariant => "a struct variant".into(),
        Unexpected::Other(other) => other.into(),
    }
}

/// A text in quotes, cut short: an error repeats what it was given.
fn quoted(s: &str) -> String {
    const SHOWN: usize = 40;
    if s.chars().count() > SHOWN {
        format!("\"{}…\"", s.chars().take(SHOWN).collect::<String>())
    } else {
        format!("\"{s}\"")
    }
}

/// The largest whole number a JS number holds exactly.
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// One plain JS value to be read.
struct Plain(JsValue);

impl Plain {
    fn nullish(&self) -> bool {
        self.0.is_null() || self.0.is_undefined()
    }

    /// The error for a value of the wrong kind (not generic: one copy
    /// serves every visitor).
    fn wrong(&self, expected: &dyn Expected) -> Error {
        let found = if self.nullish() {
            "null".into()
        } else if let Some(b) = self.0.as_bool() {
            format!("boolean `{b}`")
        } else if let Some(n) = self.0.as_f64() {
            format!("number `{}`", number_text(n))
        } else if let Some(s) = self.0.as_string() {
            format!("string {}", quoted(&s))
        } else if Array::is_array(&self.0) {
            "an array".into()
        } else if self.0.is_object() {
            "an object".into()
        } else {
            "a value that is not plain data".into()
        };
        Error(format!("invalid type: {found}, expected {expected}"))
    }

    /// A plain object (not an array), if it is one.
    fn object(&self) -> Option<&Object> {
        (self.0.is_object() && !Array::is_array(&self.0)).then(|| self.0.unchecked_ref())
    }
}

impl<'de> de::Deserializer<'de> for Plain {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if self.nullish() {
            visitor.visit_unit()
        } else if let Some(b) = self.0.as_bool() {
            visitor.visit_bool(b)
        } else if let Some(n) = self.0.as_f64() {
            if n.fract() == 0.0 && n.abs() <= MAX_SAFE_INTEGER {
                if n >= 0.0 {
                    visitor.visit_u64(n as u64)
                } else {
                    visitor.visit_i64(n as i64)
                }
            } else {
                visitor.visit_f64(n)
            }
        } else if let Some(s) = self.0.as_string() {
            visitor.visit_string(s)
        } else if Array::is_array(&self.0) {
            self.deserialize_seq(visitor)
        } else if self.object().is_some() {
            self.deserialize_map(visitor)
        } else {
            Err(self.wrong(&visitor))
        }
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0.as_bool() {
            Some(b) => visitor.visit_bool(b),
            None => Err(self.wrong(&visitor)),
        }
    }

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0.as_f64() {
            Some(n) => visitor.visit_f64(n),
            None => Err(self.wrong(&visitor)),
        }
    }

    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_f64(visitor)
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0.as_string() {
            Some(s) => visitor.visit_string(s),
            None => Err(self.wrong(&visitor)),
        }
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_string(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_string(visitor)
    }

    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_string(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if self.nullish() {
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if self.nullish() {
            visitor.visit_unit()
        } else {
            Err(self.wrong(&visitor))
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0.dyn_ref::<Array>() {
            Some(array) => visitor.visit_seq(Elements {
                array: array.clone(),
                next: 0,
            }),
            None => Err(self.wrong(&visitor)),
        }
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.object() {
            Some(object) => visitor.visit_map(entry_pairs(Object::entries(object))),
            None => Err(self.wrong(&visitor)),
        }
    }

    /// Reads only the struct's own fields; a field holding `undefined` is
    /// left out, as JavaScript's own spread and JSON treat it.
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.object() {
            Some(object) => visitor.visit_map(field_pairs(object.clone(), fields)),
            None => Err(self.wrong(&visitor)),
        }
    }

    /// A unit variant as its name (`"resign"`), any other as an object
    /// with one key, the variant's name (`{moved: …}`), as serde_json has
    /// them.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        if let Some(name) = self.0.as_string() {
            return visitor.visit_enum(name.into_deserializer());
        }
        if let Some(object) = self.object() {
            let entries = Object::entries(object);
            if entries.length() == 1 {
                let entry: Array = entries.get(0).unchecked_into();
                return visitor.visit_enum(Variant {
                    name: entry.get(0),
                    payload: entry.get(1),
                });
            }
        }
        Err(self.wrong(&visitor))
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! {
        i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 bytes byte_buf
    }
}

/// An array's elements in order.
struct Elements {
    array: Array,
    next: u32,
}

impl<'de> de::SeqAccess<'de> for Elements {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        if self.next >= self.array.length() {
            return Ok(None);
        }
        let element = self.array.get(self.next);
        self.next += 1;
        seed.deserialize(Plain(element)).map(Some)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.array.length().saturating_sub(self.next) as usize)
    }
}

/// A map read pair by pair: each key as it comes, its value held until
/// serde asks for it.
struct Pairs<I> {
    pairs: I,
    value: Option<JsValue>,
}

/// An object's own entries, `[key, value]` pairs.
fn entry_pairs(entries: Array) -> Pairs<impl Iterator<Item = (Plain, JsValue)>> {
    let pairs = (0..entries.length()).map(move |i| {
        let entry: Array = entries.get(i).unchecked_into();
        (Plain(entry.get(0)), entry.get(1))
    });
    Pairs { pairs, value: None }
}

/// A struct's fields read by name from an object; a field holding
/// `undefined` is left out.
fn field_pairs(
    object: Object,
    fields: &'static [&'static str],
) -> Pairs<impl Iterator<Item = (StrDeserializer<'static, Error>, JsValue)>> {
    let pairs = fields.iter().filter_map(move |&field| {
        // A copy has no getters, so reading runs nothing of the caller's.
        let value = Reflect::get(&object, &field.into()).unwrap_or(JsValue::UNDEFINED);
        (!value.is_undefined()).then(|| (field.into_deserializer(), value))
    });
    Pairs { pairs, value: None }
}

impl<'de, K, I> de::MapAccess<'de> for Pairs<I>
where
    K: de::Deserializer<'de, Error = Error>,
    I: Iterator<Item = (K, JsValue)>,
{
    type Error = Error;

    fn next_key_seed<S: DeserializeSeed<'de>>(
        &mut self,
        seed: S,
    ) -> Result<Option<S::Value>, Error> {
        let Some((key, value)) = self.pairs.next() else {
            return Ok(None);
        };
        self.value = Some(value);
        seed.deserialize(key).map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        seed.deserialize(Plain(self.value.take().unwrap_or(JsValue::UNDEFINED)))
    }
}

/// An enum variant written as `{name: payload}`.
struct Variant {
    name: JsValue,
    payload: JsValue,
}

impl<'de> de::EnumAccess<'de> for Variant {
    type Error = Error;
    type Variant = Plain;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Plain), Error> {
        let name = seed.deserialize(Plain(self.name))?;
        Ok((name, Plain(self.payload)))
    }
}

impl<'de> de::VariantAccess<'de> for Plain {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        de::Deserialize::deserialize(self)
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_seq(self, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_struct(self, "", fields, visitor)
    }
}
