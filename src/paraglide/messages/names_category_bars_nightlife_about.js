/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_Bars_Nightlife_AboutInputs */

const en_names_category_bars_nightlife_about = /** @type {(inputs: Names_Category_Bars_Nightlife_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lounges, taprooms and late-night spots.`)
};

const es_names_category_bars_nightlife_about = /** @type {(inputs: Names_Category_Bars_Nightlife_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lounges, cervecerías y lugares para la noche.`)
};

const fr_names_category_bars_nightlife_about = /** @type {(inputs: Names_Category_Bars_Nightlife_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lounges, bars à bière et adresses de fin de soirée.`)
};

/**
* | output |
* | --- |
* | "Lounges, taprooms and late-night spots." |
*
* @param {Names_Category_Bars_Nightlife_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_bars_nightlife_about = /** @type {((inputs?: Names_Category_Bars_Nightlife_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_Bars_Nightlife_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_bars_nightlife_about(inputs)
	if (locale === "fr") return fr_names_category_bars_nightlife_about(inputs)
	return en_names_category_bars_nightlife_about(inputs)
});