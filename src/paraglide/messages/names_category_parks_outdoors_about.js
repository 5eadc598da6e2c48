/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_Parks_Outdoors_AboutInputs */

const en_names_category_parks_outdoors_about = /** @type {(inputs: Names_Category_Parks_Outdoors_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parks, gardens and the waterfront.`)
};

const es_names_category_parks_outdoors_about = /** @type {(inputs: Names_Category_Parks_Outdoors_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parques, jardines y la ribera.`)
};

const fr_names_category_parks_outdoors_about = /** @type {(inputs: Names_Category_Parks_Outdoors_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcs, jardins et bords de l’eau.`)
};

/**
* | output |
* | --- |
* | "Parks, gardens and the waterfront." |
*
* @param {Names_Category_Parks_Outdoors_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_parks_outdoors_about = /** @type {((inputs?: Names_Category_Parks_Outdoors_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_Parks_Outdoors_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_parks_outdoors_about(inputs)
	if (locale === "fr") return fr_names_category_parks_outdoors_about(inputs)
	return en_names_category_parks_outdoors_about(inputs)
});