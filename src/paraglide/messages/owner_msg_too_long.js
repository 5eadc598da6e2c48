/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, max: NonNullable<unknown> }} Owner_Msg_Too_LongInputs */

const en_owner_msg_too_long = /** @type {(inputs: Owner_Msg_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be at most ${i?.max} characters`)
};

const es_owner_msg_too_long = /** @type {(inputs: Owner_Msg_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: máximo ${i?.max} caracteres`)
};

const fr_owner_msg_too_long = /** @type {(inputs: Owner_Msg_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : ${i?.max} caractères au maximum`)
};

/**
* | output |
* | --- |
* | "{label} must be at most {max} characters" |
*
* @param {Owner_Msg_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_too_long = /** @type {((inputs: Owner_Msg_Too_LongInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Too_LongInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_too_long(inputs)
	if (locale === "fr") return fr_owner_msg_too_long(inputs)
	return en_owner_msg_too_long(inputs)
});