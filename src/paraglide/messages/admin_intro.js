/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_IntroInputs */

const en_admin_intro = /** @type {(inputs: Admin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run the guide: listings, events, people, tours and what needs a decision. Live figures from the database.`)
};

const es_admin_intro = /** @type {(inputs: Admin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administra la guía: fichas, eventos, personas, recorridos y todo lo que espera una decisión. Cifras en vivo de la base de datos.`)
};

const fr_admin_intro = /** @type {(inputs: Admin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilotez le guide : fiches, événements, personnes, visites et tout ce qui attend une décision. Chiffres en direct de la base de données.`)
};

/**
* | output |
* | --- |
* | "Run the guide: listings, events, people, tours and what needs a decision. Live figures from the database." |
*
* @param {Admin_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_intro = /** @type {((inputs?: Admin_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_intro(inputs)
	if (locale === "fr") return fr_admin_intro(inputs)
	return en_admin_intro(inputs)
});