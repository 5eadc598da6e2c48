/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_DescriptionInputs */

const en_info_contact_description = /** @type {(inputs: Info_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions, corrections, partnerships or press: contact the Harlem Guide team by form, phone or email, or visit us on 125th Street.`)
};

const es_info_contact_description = /** @type {(inputs: Info_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preguntas, correcciones, alianzas o prensa: comunícate con el equipo de la guía de Harlem por formulario, teléfono o correo electrónico, o visítanos en la calle 125.`)
};

const fr_info_contact_description = /** @type {(inputs: Info_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions, corrections, partenariats ou presse : contactez l’équipe du guide de Harlem par formulaire, téléphone ou e-mail, ou rendez-nous visite sur la 125e Rue.`)
};

/**
* | output |
* | --- |
* | "Questions, corrections, partnerships or press: contact the Harlem Guide team by form, phone or email, or visit us on 125th Street." |
*
* @param {Info_Contact_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_description = /** @type {((inputs?: Info_Contact_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_description(inputs)
	if (locale === "fr") return fr_info_contact_description(inputs)
	return en_info_contact_description(inputs)
});