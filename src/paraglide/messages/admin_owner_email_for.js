/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Owner_Email_ForInputs */

const en_admin_owner_email_for = /** @type {(inputs: Admin_Owner_Email_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Owner's email for ${i?.name}`)
};

const es_admin_owner_email_for = /** @type {(inputs: Admin_Owner_Email_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Correo del propietario de ${i?.name}`)
};

const fr_admin_owner_email_for = /** @type {(inputs: Admin_Owner_Email_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`E-mail du propriétaire de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Owner's email for {name}" |
*
* @param {Admin_Owner_Email_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_owner_email_for = /** @type {((inputs: Admin_Owner_Email_ForInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Owner_Email_ForInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_owner_email_for(inputs)
	if (locale === "fr") return fr_admin_owner_email_for(inputs)
	return en_admin_owner_email_for(inputs)
});