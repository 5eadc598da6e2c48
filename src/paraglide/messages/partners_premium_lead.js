/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Premium_LeadInputs */

const en_partners_premium_lead = /** @type {(inputs: Partners_Premium_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members-only events, video tours of Harlem's best places and a direct line to the people who run them.`)
};

const es_partners_premium_lead = /** @type {(inputs: Partners_Premium_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos exclusivos para miembros, recorridos en video por los mejores lugares de Harlem y comunicación directa con quienes los dirigen.`)
};

const fr_partners_premium_lead = /** @type {(inputs: Partners_Premium_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des événements réservés aux membres, des visites vidéo des meilleures adresses de Harlem et une ligne directe avec ceux qui les font vivre.`)
};

/**
* | output |
* | --- |
* | "Members-only events, video tours of Harlem's best places and a direct line to the people who run them." |
*
* @param {Partners_Premium_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_premium_lead = /** @type {((inputs?: Partners_Premium_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Premium_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_premium_lead(inputs)
	if (locale === "fr") return fr_partners_premium_lead(inputs)
	return en_partners_premium_lead(inputs)
});