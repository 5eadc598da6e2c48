/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Perm_Payments_View_OwnInputs */

const en_moderation_perm_payments_view_own = /** @type {(inputs: Moderation_Perm_Payments_View_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View own payments`)
};

const es_moderation_perm_payments_view_own = /** @type {(inputs: Moderation_Perm_Payments_View_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver sus propios pagos`)
};

const fr_moderation_perm_payments_view_own = /** @type {(inputs: Moderation_Perm_Payments_View_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir ses paiements`)
};

/**
* | output |
* | --- |
* | "View own payments" |
*
* @param {Moderation_Perm_Payments_View_OwnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_perm_payments_view_own = /** @type {((inputs?: Moderation_Perm_Payments_View_OwnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Perm_Payments_View_OwnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_perm_payments_view_own(inputs)
	if (locale === "fr") return fr_moderation_perm_payments_view_own(inputs)
	return en_moderation_perm_payments_view_own(inputs)
});