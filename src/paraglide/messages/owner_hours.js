/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_HoursInputs */

const en_owner_hours = /** @type {(inputs: Owner_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours`)
};

const es_owner_hours = /** @type {(inputs: Owner_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario`)
};

const fr_owner_hours = /** @type {(inputs: Owner_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires`)
};

/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Owner_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_hours = /** @type {((inputs?: Owner_HoursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_HoursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_hours(inputs)
	if (locale === "fr") return fr_owner_hours(inputs)
	return en_owner_hours(inputs)
});