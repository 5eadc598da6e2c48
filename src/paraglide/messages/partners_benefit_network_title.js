/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Benefit_Network_TitleInputs */

const en_partners_benefit_network_title = /** @type {(inputs: Partners_Benefit_Network_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A local network`)
};

const es_partners_benefit_network_title = /** @type {(inputs: Partners_Benefit_Network_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una red local`)
};

const fr_partners_benefit_network_title = /** @type {(inputs: Partners_Benefit_Network_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un réseau local`)
};

/**
* | output |
* | --- |
* | "A local network" |
*
* @param {Partners_Benefit_Network_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_benefit_network_title = /** @type {((inputs?: Partners_Benefit_Network_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Benefit_Network_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_benefit_network_title(inputs)
	if (locale === "fr") return fr_partners_benefit_network_title(inputs)
	return en_partners_benefit_network_title(inputs)
});