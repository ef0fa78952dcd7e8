//! JS values as the headless tests build and read them: an object from
//! pairs, a property, a thrown Error's message.
#![allow(dead_code)] // each test file uses its own few of these

use js_sys::{Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

pub fn object(pairs: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (key, value) in pairs {
        Reflect::set(&o, &(*key).into(), value).unwrap();
    }
    o.into()
}

pub fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap()
}

/// Sets a property of an object.
pub fn set(value: &JsValue, key: &str, to: &JsValue) {
    Reflect::set(value, &key.into(), to).unwrap();
}

/// The message of what the API threw, which must be an Error.
pub fn error_message(e: JsValue) -> String {
    e.dyn_into::<js_sys::Error>()
        .expect("the API throws Error objects")
        .message()
        .into()
}

/// The message of what the API threw, which must be a TypeError.
pub fn type_error_message(e: JsValue) -> String {
    e.dyn_into::<js_sys::TypeError>()
        .expect("the API throws a TypeError here")
        .message()
        .into()
}

/// The strings of a JS array.
pub fn strings(value: &JsValue) -> Vec<String> {
    js_sys::Array::from(value)
        .iter()
        .map(|v| v.as_string().unwrap())
        .collect()
}

/// The numbers of a JS array.
pub fn numbers(value: &JsValue) -> Vec<f64> {
    js_sys::Array::from(value)
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect()
}
