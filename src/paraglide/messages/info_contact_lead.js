/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_LeadInputs */

const en_info_contact_lead = /** @type {(inputs: Info_Contact_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planning a visit, correcting a listing, proposing a partnership or writing a story? Send us a message and the right person will answer, usually within two business days.`)
};

const es_info_contact_lead = /** @type {(inputs: Info_Contact_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Planeas una visita, quieres corregir una ficha, proponer una alianza o escribir un artículo? Envíanos un mensaje y te responderá la persona indicada, normalmente en un plazo de dos días hábiles.`)
};

const fr_info_contact_lead = /** @type {(inputs: Info_Contact_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous préparez une visite, voulez corriger une fiche, proposer un partenariat ou écrire un article ? Envoyez-nous un message : la bonne personne vous répondra, en général sous deux jours ouvrés.`)
};

/**
* | output |
* | --- |
* | "Planning a visit, correcting a listing, proposing a partnership or writing a story? Send us a message and the right person will answer, usually within two bu..." |
*
* @param {Info_Contact_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_lead = /** @type {((inputs?: Info_Contact_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_lead(inputs)
	if (locale === "fr") return fr_info_contact_lead(inputs)
	return en_info_contact_lead(inputs)
});