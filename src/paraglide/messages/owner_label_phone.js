/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Label_PhoneInputs */

const en_owner_label_phone = /** @type {(inputs: Owner_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const es_owner_label_phone = /** @type {(inputs: Owner_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El teléfono`)
};

const fr_owner_label_phone = /** @type {(inputs: Owner_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le téléphone`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Owner_Label_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_label_phone = /** @type {((inputs?: Owner_Label_PhoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Label_PhoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_label_phone(inputs)
	if (locale === "fr") return fr_owner_label_phone(inputs)
	return en_owner_label_phone(inputs)
});