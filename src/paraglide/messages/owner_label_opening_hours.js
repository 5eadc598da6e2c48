/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Label_Opening_HoursInputs */

const en_owner_label_opening_hours = /** @type {(inputs: Owner_Label_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening hours`)
};

const es_owner_label_opening_hours = /** @type {(inputs: Owner_Label_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El horario`)
};

const fr_owner_label_opening_hours = /** @type {(inputs: Owner_Label_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les horaires`)
};

/**
* | output |
* | --- |
* | "Opening hours" |
*
* @param {Owner_Label_Opening_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_label_opening_hours = /** @type {((inputs?: Owner_Label_Opening_HoursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Label_Opening_HoursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_label_opening_hours(inputs)
	if (locale === "fr") return fr_owner_label_opening_hours(inputs)
	return en_owner_label_opening_hours(inputs)
});