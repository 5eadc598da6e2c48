/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_UpgradeInputs */

const en_owner_upgrade = /** @type {(inputs: Owner_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade to Premium`)
};

const es_owner_upgrade = /** @type {(inputs: Owner_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pásate a Premium`)
};

const fr_owner_upgrade = /** @type {(inputs: Owner_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer à Premium`)
};

/**
* | output |
* | --- |
* | "Upgrade to Premium" |
*
* @param {Owner_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_upgrade = /** @type {((inputs?: Owner_UpgradeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_UpgradeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_upgrade(inputs)
	if (locale === "fr") return fr_owner_upgrade(inputs)
	return en_owner_upgrade(inputs)
});