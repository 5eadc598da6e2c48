/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_History_AboutInputs */

const en_names_category_history_about = /** @type {(inputs: Names_Category_History_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Landmarks, churches and houses where Harlem history was made.`)
};

const es_names_category_history_about = /** @type {(inputs: Names_Category_History_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monumentos, iglesias y casas donde se hizo la historia de Harlem.`)
};

const fr_names_category_history_about = /** @type {(inputs: Names_Category_History_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monuments, églises et maisons où s’est écrite l’histoire de Harlem.`)
};

/**
* | output |
* | --- |
* | "Landmarks, churches and houses where Harlem history was made." |
*
* @param {Names_Category_History_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_history_about = /** @type {((inputs?: Names_Category_History_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_History_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_history_about(inputs)
	if (locale === "fr") return fr_names_category_history_about(inputs)
	return en_names_category_history_about(inputs)
});