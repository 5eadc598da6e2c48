/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_Parks_OutdoorsInputs */

const en_names_category_parks_outdoors = /** @type {(inputs: Names_Category_Parks_OutdoorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parks & Outdoors`)
};

const es_names_category_parks_outdoors = /** @type {(inputs: Names_Category_Parks_OutdoorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parques y aire libre`)
};

const fr_names_category_parks_outdoors = /** @type {(inputs: Names_Category_Parks_OutdoorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcs et plein air`)
};

/**
* | output |
* | --- |
* | "Parks & Outdoors" |
*
* @param {Names_Category_Parks_OutdoorsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_parks_outdoors = /** @type {((inputs?: Names_Category_Parks_OutdoorsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_Parks_OutdoorsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_parks_outdoors(inputs)
	if (locale === "fr") return fr_names_category_parks_outdoors(inputs)
	return en_names_category_parks_outdoors(inputs)
});