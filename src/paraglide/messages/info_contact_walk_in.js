/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Walk_InInputs */

const en_info_contact_walk_in = /** @type {(inputs: Info_Contact_Walk_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walk-in help is at our [Visitor Center] on 125th Street.`)
};

const es_info_contact_walk_in = /** @type {(inputs: Info_Contact_Walk_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te atendemos en persona en nuestro [Centro de Visitantes] de la calle 125.`)
};

const fr_info_contact_walk_in = /** @type {(inputs: Info_Contact_Walk_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous accueillons sans rendez-vous à notre [centre d’accueil des visiteurs], sur la 125e Rue.`)
};

/**
* | output |
* | --- |
* | "Walk-in help is at our [Visitor Center] on 125th Street." |
*
* @param {Info_Contact_Walk_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_walk_in = /** @type {((inputs?: Info_Contact_Walk_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Walk_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_walk_in(inputs)
	if (locale === "fr") return fr_info_contact_walk_in(inputs)
	return en_info_contact_walk_in(inputs)
});