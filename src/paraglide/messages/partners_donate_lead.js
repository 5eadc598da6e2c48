/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_LeadInputs */

const en_partners_donate_lead = /** @type {(inputs: Partners_Donate_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Guide is free for every visitor. Gifts from neighbors and friends pay for the maps, the walks and the stories.`)
};

const es_partners_donate_lead = /** @type {(inputs: Partners_Donate_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Guide es gratis para todos los visitantes. Las donaciones de vecinos y amigos pagan los mapas, los recorridos y las historias.`)
};

const fr_partners_donate_lead = /** @type {(inputs: Partners_Donate_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Guide est gratuit pour tous les visiteurs. Les dons des voisins et des amis financent les cartes, les balades et les récits.`)
};

/**
* | output |
* | --- |
* | "Harlem Guide is free for every visitor. Gifts from neighbors and friends pay for the maps, the walks and the stories." |
*
* @param {Partners_Donate_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_lead = /** @type {((inputs?: Partners_Donate_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_lead(inputs)
	if (locale === "fr") return fr_partners_donate_lead(inputs)
	return en_partners_donate_lead(inputs)
});