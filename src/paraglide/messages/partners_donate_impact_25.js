/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_Impact_25Inputs */

const en_partners_donate_impact_25 = /** @type {(inputs: Partners_Donate_Impact_25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prints 100 free walking maps for visitors at the visitor center`)
};

const es_partners_donate_impact_25 = /** @type {(inputs: Partners_Donate_Impact_25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprime 100 mapas gratuitos para recorrer a pie en el centro de visitantes`)
};

const fr_partners_donate_impact_25 = /** @type {(inputs: Partners_Donate_Impact_25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprime 100 plans de balade gratuits pour le centre des visiteurs`)
};

/**
* | output |
* | --- |
* | "Prints 100 free walking maps for visitors at the visitor center" |
*
* @param {Partners_Donate_Impact_25Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_impact_25 = /** @type {((inputs?: Partners_Donate_Impact_25Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_Impact_25Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_impact_25(inputs)
	if (locale === "fr") return fr_partners_donate_impact_25(inputs)
	return en_partners_donate_impact_25(inputs)
});