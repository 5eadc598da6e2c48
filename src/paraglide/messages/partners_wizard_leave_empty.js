/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Wizard_Leave_EmptyInputs */

const en_partners_wizard_leave_empty = /** @type {(inputs: Partners_Wizard_Leave_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave this empty`)
};

const es_partners_wizard_leave_empty = /** @type {(inputs: Partners_Wizard_Leave_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deja este campo vacío`)
};

const fr_partners_wizard_leave_empty = /** @type {(inputs: Partners_Wizard_Leave_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laissez ce champ vide`)
};

/**
* | output |
* | --- |
* | "Leave this empty" |
*
* @param {Partners_Wizard_Leave_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_leave_empty = /** @type {((inputs?: Partners_Wizard_Leave_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_Leave_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_leave_empty(inputs)
	if (locale === "fr") return fr_partners_wizard_leave_empty(inputs)
	return en_partners_wizard_leave_empty(inputs)
});