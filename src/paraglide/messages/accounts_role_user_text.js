/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Role_User_TextInputs */

const en_accounts_role_user_text = /** @type {(inputs: Accounts_Role_User_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse, save favorites, register for events, property listings, news and donations.`)
};

const es_accounts_role_user_text = /** @type {(inputs: Accounts_Role_User_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora la guía, guarda favoritos, inscríbete en eventos y consulta propiedades, noticias y donaciones.`)
};

const fr_accounts_role_user_text = /** @type {(inputs: Accounts_Role_User_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourez le guide, enregistrez vos favoris, inscrivez-vous aux événements, consultez les annonces immobilières, l’actualité et les dons.`)
};

/**
* | output |
* | --- |
* | "Browse, save favorites, register for events, property listings, news and donations." |
*
* @param {Accounts_Role_User_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_role_user_text = /** @type {((inputs?: Accounts_Role_User_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Role_User_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_role_user_text(inputs)
	if (locale === "fr") return fr_accounts_role_user_text(inputs)
	return en_accounts_role_user_text(inputs)
});