/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Owner_Email_PlaceholderInputs */

const en_admin_owner_email_placeholder = /** @type {(inputs: Admin_Owner_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner's account email`)
};

const es_admin_owner_email_placeholder = /** @type {(inputs: Admin_Owner_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo de la cuenta del propietario`)
};

const fr_admin_owner_email_placeholder = /** @type {(inputs: Admin_Owner_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail du compte du propriétaire`)
};

/**
* | output |
* | --- |
* | "Owner's account email" |
*
* @param {Admin_Owner_Email_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_owner_email_placeholder = /** @type {((inputs?: Admin_Owner_Email_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Owner_Email_PlaceholderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_owner_email_placeholder(inputs)
	if (locale === "fr") return fr_admin_owner_email_placeholder(inputs)
	return en_admin_owner_email_placeholder(inputs)
});