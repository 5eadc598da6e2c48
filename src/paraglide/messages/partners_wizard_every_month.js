/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Partners_Wizard_Every_MonthInputs */

const en_partners_wizard_every_month = /** @type {(inputs: Partners_Wizard_Every_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} every month`)
};

const es_partners_wizard_every_month = /** @type {(inputs: Partners_Wizard_Every_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} cada mes`)
};

const fr_partners_wizard_every_month = /** @type {(inputs: Partners_Wizard_Every_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} chaque mois`)
};

/**
* | output |
* | --- |
* | "{amount} every month" |
*
* @param {Partners_Wizard_Every_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_every_month = /** @type {((inputs: Partners_Wizard_Every_MonthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_Every_MonthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_every_month(inputs)
	if (locale === "fr") return fr_partners_wizard_every_month(inputs)
	return en_partners_wizard_every_month(inputs)
});