/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown>, name: NonNullable<unknown> }} Admin_Unlink_ConfirmInputs */

const en_admin_unlink_confirm = /** @type {(inputs: Admin_Unlink_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unlink ${i?.email} from ${i?.name}?`)
};

const es_admin_unlink_confirm = /** @type {(inputs: Admin_Unlink_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Desvincular a ${i?.email} de ${i?.name}?`)
};

const fr_admin_unlink_confirm = /** @type {(inputs: Admin_Unlink_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dissocier ${i?.email} de ${i?.name} ?`)
};

/**
* | output |
* | --- |
* | "Unlink {email} from {name}?" |
*
* @param {Admin_Unlink_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_unlink_confirm = /** @type {((inputs: Admin_Unlink_ConfirmInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Unlink_ConfirmInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_unlink_confirm(inputs)
	if (locale === "fr") return fr_admin_unlink_confirm(inputs)
	return en_admin_unlink_confirm(inputs)
});