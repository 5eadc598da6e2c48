/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, max: NonNullable<unknown> }} Admin_Msg_Too_LongInputs */

const en_admin_msg_too_long = /** @type {(inputs: Admin_Msg_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be at most ${i?.max} characters`)
};

const es_admin_msg_too_long = /** @type {(inputs: Admin_Msg_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.max} caracteres como máximo`)
};

const fr_admin_msg_too_long = /** @type {(inputs: Admin_Msg_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : ${i?.max} caractères au maximum`)
};

/**
* | output |
* | --- |
* | "{label} must be at most {max} characters" |
*
* @param {Admin_Msg_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_too_long = /** @type {((inputs: Admin_Msg_Too_LongInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Too_LongInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_too_long(inputs)
	if (locale === "fr") return fr_admin_msg_too_long(inputs)
	return en_admin_msg_too_long(inputs)
});