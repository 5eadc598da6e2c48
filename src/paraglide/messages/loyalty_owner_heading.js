/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Owner_HeadingInputs */

const en_loyalty_owner_heading = /** @type {(inputs: Loyalty_Owner_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards and codes`)
};

const es_loyalty_owner_heading = /** @type {(inputs: Loyalty_Owner_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recompensas y códigos`)
};

const fr_loyalty_owner_heading = /** @type {(inputs: Loyalty_Owner_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompenses et codes`)
};

/**
* | output |
* | --- |
* | "Rewards and codes" |
*
* @param {Loyalty_Owner_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_owner_heading = /** @type {((inputs?: Loyalty_Owner_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Owner_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_owner_heading(inputs)
	if (locale === "fr") return fr_loyalty_owner_heading(inputs)
	return en_loyalty_owner_heading(inputs)
});