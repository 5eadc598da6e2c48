/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Year_LabelInputs */

const en_festival_year_label = /** @type {(inputs: Festival_Year_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Festival year:`)
};

const es_festival_year_label = /** @type {(inputs: Festival_Year_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Año del festival:`)
};

const fr_festival_year_label = /** @type {(inputs: Festival_Year_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Année du festival :`)
};

/**
* | output |
* | --- |
* | "Festival year:" |
*
* @param {Festival_Year_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_year_label = /** @type {((inputs?: Festival_Year_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Year_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_year_label(inputs)
	if (locale === "fr") return fr_festival_year_label(inputs)
	return en_festival_year_label(inputs)
});