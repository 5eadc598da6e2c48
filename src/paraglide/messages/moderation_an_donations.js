/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, amount: NonNullable<unknown> }} Moderation_An_DonationsInputs */

const en_moderation_an_donations = /** @type {(inputs: Moderation_An_DonationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`donation, ${i?.amount}`);
	return /** @type {LocalizedString} */ (`donations, ${i?.amount}`)
	
};

const es_moderation_an_donations = /** @type {(inputs: Moderation_An_DonationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`donación, ${i?.amount}`);
	return /** @type {LocalizedString} */ (`donaciones, ${i?.amount}`)
	
};

const fr_moderation_an_donations = /** @type {(inputs: Moderation_An_DonationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`don, ${i?.amount}`);
	return /** @type {LocalizedString} */ (`dons, ${i?.amount}`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "donation, {amount}" |
* | * | "donations, {amount}" |
*
* @param {Moderation_An_DonationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_donations = /** @type {((inputs: Moderation_An_DonationsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_DonationsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_donations(inputs)
	if (locale === "fr") return fr_moderation_an_donations(inputs)
	return en_moderation_an_donations(inputs)
});