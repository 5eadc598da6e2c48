/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Tab_PaymentsInputs */

const en_owner_tab_payments = /** @type {(inputs: Owner_Tab_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments`)
};

const es_owner_tab_payments = /** @type {(inputs: Owner_Tab_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagos`)
};

const fr_owner_tab_payments = /** @type {(inputs: Owner_Tab_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiements`)
};

/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Owner_Tab_PaymentsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_tab_payments = /** @type {((inputs?: Owner_Tab_PaymentsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Tab_PaymentsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_tab_payments(inputs)
	if (locale === "fr") return fr_owner_tab_payments(inputs)
	return en_owner_tab_payments(inputs)
});