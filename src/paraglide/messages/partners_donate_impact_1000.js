/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_Impact_1000Inputs */

const en_partners_donate_impact_1000 = /** @type {(inputs: Partners_Donate_Impact_1000Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keeps the guide free for every visitor for a month`)
};

const es_partners_donate_impact_1000 = /** @type {(inputs: Partners_Donate_Impact_1000Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantiene la guía gratuita para todos los visitantes durante un mes`)
};

const fr_partners_donate_impact_1000 = /** @type {(inputs: Partners_Donate_Impact_1000Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garde le guide gratuit pour tous les visiteurs pendant un mois`)
};

/**
* | output |
* | --- |
* | "Keeps the guide free for every visitor for a month" |
*
* @param {Partners_Donate_Impact_1000Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_impact_1000 = /** @type {((inputs?: Partners_Donate_Impact_1000Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_Impact_1000Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_impact_1000(inputs)
	if (locale === "fr") return fr_partners_donate_impact_1000(inputs)
	return en_partners_donate_impact_1000(inputs)
});