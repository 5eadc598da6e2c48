/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Col_PhoneInputs */

const en_organiser_col_phone = /** @type {(inputs: Organiser_Col_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const es_organiser_col_phone = /** @type {(inputs: Organiser_Col_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono`)
};

const fr_organiser_col_phone = /** @type {(inputs: Organiser_Col_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Organiser_Col_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_col_phone = /** @type {((inputs?: Organiser_Col_PhoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Col_PhoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_col_phone(inputs)
	if (locale === "fr") return fr_organiser_col_phone(inputs)
	return en_organiser_col_phone(inputs)
});