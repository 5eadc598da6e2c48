/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Auth_IntroInputs */

const en_accounts_auth_intro = /** @type {(inputs: Accounts_Auth_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save your favorite places, register for events and plan your trip uptown.`)
};

const es_accounts_auth_intro = /** @type {(inputs: Accounts_Auth_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guarda tus lugares favoritos, inscríbete en eventos y planea tu viaje al Alto Manhattan.`)
};

const fr_accounts_auth_intro = /** @type {(inputs: Accounts_Auth_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrez vos lieux préférés, inscrivez-vous aux événements et préparez votre séjour dans le nord de Manhattan.`)
};

/**
* | output |
* | --- |
* | "Save your favorite places, register for events and plan your trip uptown." |
*
* @param {Accounts_Auth_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_auth_intro = /** @type {((inputs?: Accounts_Auth_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Auth_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_auth_intro(inputs)
	if (locale === "fr") return fr_accounts_auth_intro(inputs)
	return en_accounts_auth_intro(inputs)
});