/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_Impact_500Inputs */

const en_partners_donate_impact_500 = /** @type {(inputs: Partners_Donate_Impact_500Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sponsors a free community concert stage for an afternoon`)
};

const es_partners_donate_impact_500 = /** @type {(inputs: Partners_Donate_Impact_500Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patrocina un escenario de conciertos comunitarios gratuitos durante una tarde`)
};

const fr_partners_donate_impact_500 = /** @type {(inputs: Partners_Donate_Impact_500Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre une scène de concert gratuite au quartier le temps d’un après-midi`)
};

/**
* | output |
* | --- |
* | "Sponsors a free community concert stage for an afternoon" |
*
* @param {Partners_Donate_Impact_500Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_impact_500 = /** @type {((inputs?: Partners_Donate_Impact_500Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_Impact_500Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_impact_500(inputs)
	if (locale === "fr") return fr_partners_donate_impact_500(inputs)
	return en_partners_donate_impact_500(inputs)
});