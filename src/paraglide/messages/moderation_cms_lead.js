/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_LeadInputs */

const en_moderation_cms_lead = /** @type {(inputs: Moderation_Cms_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every account in the guide has one role. Pick a role to see what it may do; the list comes straight from the permissions the guide enforces.`)
};

const es_moderation_cms_lead = /** @type {(inputs: Moderation_Cms_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada cuenta de la guía tiene un rol. Elige un rol para ver qué puede hacer; la lista sale directamente de los permisos que aplica la guía.`)
};

const fr_moderation_cms_lead = /** @type {(inputs: Moderation_Cms_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque compte du guide a un rôle. Choisissez un rôle pour voir ce qu’il peut faire ; la liste vient directement des droits que le guide applique.`)
};

/**
* | output |
* | --- |
* | "Every account in the guide has one role. Pick a role to see what it may do; the list comes straight from the permissions the guide enforces." |
*
* @param {Moderation_Cms_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_lead = /** @type {((inputs?: Moderation_Cms_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_lead(inputs)
	if (locale === "fr") return fr_moderation_cms_lead(inputs)
	return en_moderation_cms_lead(inputs)
});