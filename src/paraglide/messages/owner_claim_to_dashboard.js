/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_To_DashboardInputs */

const en_owner_claim_to_dashboard = /** @type {(inputs: Owner_Claim_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your business dashboard`)
};

const es_owner_claim_to_dashboard = /** @type {(inputs: Owner_Claim_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a tu panel de negocio`)
};

const fr_owner_claim_to_dashboard = /** @type {(inputs: Owner_Claim_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à votre tableau de bord professionnel`)
};

/**
* | output |
* | --- |
* | "Go to your business dashboard" |
*
* @param {Owner_Claim_To_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_to_dashboard = /** @type {((inputs?: Owner_Claim_To_DashboardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_To_DashboardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_to_dashboard(inputs)
	if (locale === "fr") return fr_owner_claim_to_dashboard(inputs)
	return en_owner_claim_to_dashboard(inputs)
});