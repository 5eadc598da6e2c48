/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Auth_DescriptionInputs */

const en_accounts_auth_description = /** @type {(inputs: Accounts_Auth_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to save favorites, register for events and plan your Harlem trip.`)
};

const es_accounts_auth_description = /** @type {(inputs: Accounts_Auth_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para guardar favoritos, inscribirte en eventos y planear tu viaje a Harlem.`)
};

const fr_accounts_auth_description = /** @type {(inputs: Accounts_Auth_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour enregistrer vos favoris, vous inscrire aux événements et préparer votre séjour à Harlem.`)
};

/**
* | output |
* | --- |
* | "Sign in to save favorites, register for events and plan your Harlem trip." |
*
* @param {Accounts_Auth_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_auth_description = /** @type {((inputs?: Accounts_Auth_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Auth_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_auth_description(inputs)
	if (locale === "fr") return fr_accounts_auth_description(inputs)
	return en_accounts_auth_description(inputs)
});