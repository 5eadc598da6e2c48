/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_Basic_SummaryInputs */

const en_partners_level_basic_summary = /** @type {(inputs: Partners_Level_Basic_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the network of Harlem businesses that welcome visitors.`)
};

const es_partners_level_basic_summary = /** @type {(inputs: Partners_Level_Basic_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a la red de negocios de Harlem que reciben a los visitantes.`)
};

const fr_partners_level_basic_summary = /** @type {(inputs: Partners_Level_Basic_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez le réseau des commerces de Harlem qui accueillent les visiteurs.`)
};

/**
* | output |
* | --- |
* | "Join the network of Harlem businesses that welcome visitors." |
*
* @param {Partners_Level_Basic_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_basic_summary = /** @type {((inputs?: Partners_Level_Basic_SummaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Basic_SummaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_basic_summary(inputs)
	if (locale === "fr") return fr_partners_level_basic_summary(inputs)
	return en_partners_level_basic_summary(inputs)
});