/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Opening_Hours_LabelInputs */

const en_info_opening_hours_label = /** @type {(inputs: Info_Opening_Hours_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening hours:`)
};

const es_info_opening_hours_label = /** @type {(inputs: Info_Opening_Hours_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario:`)
};

const fr_info_opening_hours_label = /** @type {(inputs: Info_Opening_Hours_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires d’ouverture :`)
};

/**
* | output |
* | --- |
* | "Opening hours:" |
*
* @param {Info_Opening_Hours_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_opening_hours_label = /** @type {((inputs?: Info_Opening_Hours_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Opening_Hours_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_opening_hours_label(inputs)
	if (locale === "fr") return fr_info_opening_hours_label(inputs)
	return en_info_opening_hours_label(inputs)
});