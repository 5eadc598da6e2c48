/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Benefit_Network_TextInputs */

const en_partners_benefit_network_text = /** @type {(inputs: Partners_Benefit_Network_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet other owners in your community board, share what works and plan joint events.`)
};

const es_partners_benefit_network_text = /** @type {(inputs: Partners_Benefit_Network_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conoce a otros dueños de tu distrito comunitario, comparte lo que funciona y organiza eventos en conjunto.`)
};

const fr_partners_benefit_network_text = /** @type {(inputs: Partners_Benefit_Network_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rencontrez d’autres commerçants de votre district communautaire, partagez ce qui marche et organisez des événements communs.`)
};

/**
* | output |
* | --- |
* | "Meet other owners in your community board, share what works and plan joint events." |
*
* @param {Partners_Benefit_Network_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_benefit_network_text = /** @type {((inputs?: Partners_Benefit_Network_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Benefit_Network_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_benefit_network_text(inputs)
	if (locale === "fr") return fr_partners_benefit_network_text(inputs)
	return en_partners_benefit_network_text(inputs)
});