/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_Impact_50Inputs */

const en_partners_donate_impact_50 = /** @type {(inputs: Partners_Donate_Impact_50Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lists a neighborhood small business in the guide for a month`)
};

const es_partners_donate_impact_50 = /** @type {(inputs: Partners_Donate_Impact_50Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publica un pequeño negocio del barrio en la guía durante un mes`)
};

const fr_partners_donate_impact_50 = /** @type {(inputs: Partners_Donate_Impact_50Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référence un petit commerce du quartier dans le guide pendant un mois`)
};

/**
* | output |
* | --- |
* | "Lists a neighborhood small business in the guide for a month" |
*
* @param {Partners_Donate_Impact_50Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_impact_50 = /** @type {((inputs?: Partners_Donate_Impact_50Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_Impact_50Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_impact_50(inputs)
	if (locale === "fr") return fr_partners_donate_impact_50(inputs)
	return en_partners_donate_impact_50(inputs)
});